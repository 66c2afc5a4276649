import type { ReactNode } from 'react';
import { ArchiveIcon, CalendarBlankIcon, CubeIcon, MapPinIcon, UsersIcon } from '@phosphor-icons/react';
import type { TabConfig } from '@toolbox/kit/layout';

interface SampleTableProps {
  heading: string;
  lead: string;
  columns: string[];
  rows: string[][];
}

/** A tab's sample content: a heading, a line of text and a small table. */
export function SampleTable({ heading, lead, columns, rows }: SampleTableProps) {
  return (
    <div className="tb-demo-tabs__content">
      <h3 className="tb-demo-tabs__heading">{heading}</h3>
      <p className="tb-demo-tabs__lead">{lead}</p>
      <table className="tb-demo-tabs__table" aria-label={heading}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r[0]}>
              {r.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Content with only a heading and a few lines, for tabs that need no table. */
export function SampleNote({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="tb-demo-tabs__content">
      <h3 className="tb-demo-tabs__heading">{heading}</h3>
      <div className="tb-demo-tabs__lead">{children}</div>
    </div>
  );
}

/** The tabs of the switcher examples: four with content and a disabled Archive tab. */
export function sampleTabs(): TabConfig[] {
  return [
    {
      id: 'people',
      title: 'People',
      icon: <UsersIcon />,
      content: () => (
        <SampleTable
          heading="People"
          lead="The team behind the quarterly release."
          columns={['Name', 'Role', 'Location']}
          rows={[
            ['Ada Lovelace', 'Lead engineer', 'London'],
            ['Grace Hopper', 'Compiler engineer', 'New York'],
            ['Alan Turing', 'Research', 'Manchester'],
            ['Katherine Johnson', 'Analytics', 'Hampton'],
          ]}
        />
      ),
    },
    {
      id: 'places',
      title: 'Places',
      icon: <MapPinIcon />,
      content: () => (
        <SampleTable
          heading="Places"
          lead="Offices and their head counts."
          columns={['Office', 'Country', 'Staff']}
          rows={[
            ['London', 'United Kingdom', '142'],
            ['Montreal', 'Canada', '58'],
            ['New York', 'United States', '211'],
            ['Singapore', 'Singapore', '37'],
          ]}
        />
      ),
    },
    {
      id: 'things',
      title: 'Things',
      icon: <CubeIcon />,
      content: () => (
        <SampleTable
          heading="Things"
          lead="Equipment checked out this week."
          columns={['Item', 'Asset tag', 'Holder']}
          rows={[
            ['Laptop 16"', 'AT-20931', 'Ada Lovelace'],
            ['4K monitor', 'AT-18204', 'Grace Hopper'],
            ['Docking station', 'AT-19977', 'Alan Turing'],
          ]}
        />
      ),
    },
    {
      id: 'events',
      title: 'Events',
      icon: <CalendarBlankIcon />,
      content: () => (
        <SampleTable
          heading="Events"
          lead="Coming up on the team calendar."
          columns={['Event', 'Date', 'Where']}
          rows={[
            ['Release review', 'Mon 9:30', 'London'],
            ['Architecture forum', 'Wed 14:00', 'Online'],
            ['Team offsite', 'Fri 10:00', 'Montreal'],
          ]}
        />
      ),
    },
    {
      id: 'archive',
      title: 'Archive',
      icon: <ArchiveIcon />,
      disabled: true,
      content: () => <SampleNote heading="Archive">Archived records.</SampleNote>,
    },
  ];
}
