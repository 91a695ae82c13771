import type { Key, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import { UiLocale } from '../locale/ui-locale';

export interface TabItem {
  id: string;
  label: string;
  /** A number beside the label (messages, e-mails); named in the tab's accessible name too. */
  count?: number;
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for screen readers ("Podrobnosti rezervace"). */
  label: string;
  items: readonly TabItem[];
  /** Controlled: the shown tab and its change (e.g. kept in the address). */
  selectedId?: string;
  onSelectionChange?(id: string): void;
  defaultSelectedId?: string;
}

/** Tabs (React Aria): arrow keys move between tabs, Tab goes into the panel. */
export function Tabs({ label, items, selectedId, onSelectionChange, defaultSelectedId }: TabsProps) {
  return (
    <UiLocale>
      <AriaTabs
        className="ui-tabs"
        selectedKey={selectedId}
        defaultSelectedKey={defaultSelectedId}
        onSelectionChange={onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined}
      >
        <TabList aria-label={label} className="ui-tabs__list">
          {items.map((item) => (
            <Tab key={item.id} id={item.id} className="ui-tabs__tab">
              {item.label}
              {item.count !== undefined ? <> <span className="ui-tabs__count">{item.count}</span></> : null}
            </Tab>
          ))}
        </TabList>
        {items.map((item) => (
          <TabPanel key={item.id} id={item.id} className="ui-tabs__panel">
            {item.content}
          </TabPanel>
        ))}
      </AriaTabs>
    </UiLocale>
  );
}
