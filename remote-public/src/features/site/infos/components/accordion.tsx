// Accordion of the WAI-ARIA Authoring Practices: a button per heading (aria-expanded, aria-controls) and a labelled
// region per panel; one panel open at a time, a click on the open one closes it; Up, Down, Home and End move
// between the headers, Enter and Space toggle (native buttons).
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { IconChevronDown } from '@annuaire/shared/ui/icons';
import { cx } from '@annuaire/shared/ui/class-names';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  headingLevel?: 2 | 3;
  /** The id of the item open at first (none by default). */
  defaultOpenId?: string | null;
}

export function Accordion({ items, headingLevel = 2, defaultOpenId = null }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={cx(styles.item, open && styles.open)}>
            <Heading className={styles.heading}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => handleKeyDown(event, index)}
              >
                <span className={styles.title}>{item.title}</span>
                <IconChevronDown className={styles.chevron} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
