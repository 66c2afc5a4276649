import { CaretRightIcon } from '@phosphor-icons/react';
import { Link } from 'react-router-dom';
import { MOBILE_PAGES } from '../mobilePages';

/** The home list: every page of the app, a large touch target each. */
export function HomePage() {
  return (
    <nav aria-label="Pages" className="tb-mobile-list">
      <ul>
        {MOBILE_PAGES.map((p) => (
          <li key={p.path}>
            <Link to={p.path} className="tb-mobile-list__item">
              <span className="tb-mobile-list__icon" aria-hidden>
                {p.icon}
              </span>
              <span className="tb-mobile-list__text">
                <strong>{p.title}</strong>
                <span>{p.description}</span>
              </span>
              <CaretRightIcon aria-hidden className="tb-mobile-list__caret" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
