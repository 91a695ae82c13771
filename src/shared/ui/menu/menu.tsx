import { Menu as AriaMenu, MenuItem, MenuTrigger, Popover, Separator, Text } from 'react-aria-components';
import { csUi } from '../../../texts/cs-ui';
import { Button } from '../button/button';
import type { ButtonSize, ButtonVariant } from '../button/button-classes';
import { UiLocale } from '../locale/ui-locale';

export interface MenuAction {
  id: string;
  label: string;
  /** A second line: what the action does or why it is off. */
  description?: string;
  onAction(): void;
  /** Destructive actions are drawn in red and set apart at the end of the menu. */
  tone?: 'danger';
  isDisabled?: boolean;
}

export interface MenuProps {
  items: readonly MenuAction[];
  /** The button's words ("Další akce" unless told). */
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Opens at once (stories, screenshots). */
  defaultOpen?: boolean;
}

/** A button that opens a list of secondary actions (React Aria: arrow keys, type-ahead, Esc, focus back). */
export function Menu({ items, label = csUi.moreActions, variant = 'secondary', size = 'md', defaultOpen }: MenuProps) {
  const safe = items.filter((item) => item.tone !== 'danger');
  const danger = items.filter((item) => item.tone === 'danger');
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <UiLocale>
      <MenuTrigger defaultOpen={defaultOpen}>
        <Button variant={variant} size={size}>
          {label}{' '}
          <span className="ui-menu__chevron" aria-hidden="true">
            ▾
          </span>
        </Button>
        <Popover className="ui-popover ui-menu-popover" placement="bottom end">
          <AriaMenu className="ui-menu" disabledKeys={disabledKeys} onAction={(key) => items.find((item) => item.id === key)?.onAction()}>
            {safe.map((item) => (
              <Item key={item.id} item={item} />
            ))}
            {safe.length > 0 && danger.length > 0 ? <Separator className="ui-menu__separator" /> : null}
            {danger.map((item) => (
              <Item key={item.id} item={item} />
            ))}
          </AriaMenu>
        </Popover>
      </MenuTrigger>
    </UiLocale>
  );
}

function Item({ item }: { item: MenuAction }) {
  return (
    <MenuItem id={item.id} textValue={item.label} className={`ui-menu__item${item.tone === 'danger' ? ' ui-menu__item--danger' : ''}`}>
      <Text slot="label">{item.label}</Text>
      {item.description ? (
        <Text slot="description" className="ui-menu__description">
          {item.description}
        </Text>
      ) : null}
    </MenuItem>
  );
}
