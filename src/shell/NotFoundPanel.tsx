import { Link, useLocation } from 'react-router-dom';

export function NotFoundPanel() {
  const { pathname } = useLocation();
  return (
    <div className="tb-shell-message" role="alert">
      <h2>Page not found</h2>
      <p>
        There is no demo at <code>/app{pathname}</code>.
      </p>
      <Link to="/home">Go to the Home tab</Link>
    </div>
  );
}
