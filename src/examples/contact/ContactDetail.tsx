import { EnvelopeSimpleIcon, MapPinIcon, PhoneIcon, UserIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Select } from '@toolbox/kit/input';
import { Panel, Placeholder, type PanelModel } from '@toolbox/kit/panel';
import { ContactAvatar } from './ContactAvatar';
import type { ContactModel } from './ContactModel';
import { EmailLink } from './EmailLink';
import { FavoriteButton } from './FavoriteButton';

/**
 * The selected person: photo placeholder, details, favourite star and tags (both saved for the user). It takes
 * its PanelModel as `model`, the prop by which SplitPanel sizes a pane, and the app's model as `app`.
 */
export function ContactDetail({ app: model, model: panelModel }: { app: ContactModel; model: PanelModel }) {
  const snap = useSnapshot(model);
  // Read through the snapshot so the panel follows the store; act on the model's own record.
  const shown = snap.selected;
  const contact = model.selected;
  return (
    <Panel title="Details" icon={<UserIcon />} model={panelModel} aria-label="Details">
      {!shown || !contact ? (
        <Placeholder icon={<UserIcon />}>Select a person to see their details.</Placeholder>
      ) : (
        <div className="tb-contact-detail">
          <div className="tb-contact-detail__head">
            <ContactAvatar id={shown.id} name={shown.name} size={72} />
            <div>
              <h3>{shown.name}</h3>
              <p>{shown.title}</p>
              <p className="tb-contact-detail__muted">{shown.department}</p>
            </div>
            <FavoriteButton
              name={shown.name}
              isFavorite={shown.isFavorite}
              onToggle={() => void model.toggleFavorite(contact)}
            />
          </div>
          <dl className="tb-contact-detail__fields">
            <dt>
              <MapPinIcon aria-hidden="true" /> Location
            </dt>
            <dd>{shown.location}</dd>
            <dt>
              <EnvelopeSimpleIcon aria-hidden="true" /> Email
            </dt>
            <dd>
              <EmailLink email={shown.email} />
            </dd>
            <dt>
              <PhoneIcon aria-hidden="true" /> Phone
            </dt>
            <dd>{shown.phone}</dd>
          </dl>
          <label className="tb-contact-detail__label" htmlFor="contact-detail-tags">
            Tags
          </label>
          <Select
            id="contact-detail-tags"
            enableMulti
            enableCreate
            value={[...shown.tags]}
            options={snap.allTags}
            placeholder="Add tags..."
            width="100%"
            onChange={(tags) => void model.setTags(contact, tags)}
          />
          <p className="tb-contact-detail__muted">
            Favorites and tags are yours: they are saved for you on the server.
          </p>
        </div>
      )}
    </Panel>
  );
}
