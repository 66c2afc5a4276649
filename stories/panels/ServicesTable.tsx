import type { Service } from './services';

/** The services of the Toolbars demo, with a status pill each. */
export function ServicesTable({
  environment,
  services,
  dense,
}: {
  environment: string;
  services: readonly Service[];
  dense: boolean;
}) {
  return (
    <div className={`tb-demo-services${dense ? ' tb-demo-services--dense' : ''}`}>
      <div className="tb-demo-services__heading">
        <strong>{environment}</strong>
        <span>
          {services.length} service{services.length === 1 ? '' : 's'} shown. Resize the panel from its
          bottom-right corner: top toolbar items that no longer fit move into its overflow menu.
        </span>
      </div>
      <table aria-label="Services">
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col">Version</th>
            <th scope="col" className="tb-demo-services__num">
              Instances
            </th>
            <th scope="col">Uptime</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {services.map((s) => (
            <tr key={s.name}>
              <td className="tb-demo-services__name">{s.name}</td>
              <td>{s.version}</td>
              <td className="tb-demo-services__num">{s.instances}</td>
              <td>{s.uptime}</td>
              <td>
                <span
                  className={`tb-demo-services__status tb-demo-services__status--${s.status.toLowerCase()}`}
                >
                  {s.status}
                </span>
              </td>
            </tr>
          ))}
          {services.length === 0 && (
            <tr>
              <td colSpan={5} className="tb-demo-services__empty">
                No services match.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
