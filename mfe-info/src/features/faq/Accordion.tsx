import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AccordionItem {
  id: string;
  heading: ReactNode;
  panel: ReactNode;
}

/**
 * WAI-ARIA accordion: each header is a button (Enter/Space toggle it) with aria-expanded and
 * aria-controls; Arrow Up/Down move between headers, Home/End jump to the first/last one.
 */
export function Accordion({ items, headingLevel = 2 }: { items: readonly AccordionItem[]; headingLevel?: 2 | 3 }) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="tm-accordion">
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const buttonId = `${base}-${item.id}-button`;
        const panelId = `${base}-${item.id}-panel`;
        return (
          <div key={item.id} className="tm-accordion__item">
            <Heading className="tm-accordion__heading">
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                className="tm-accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {item.heading}
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="tm-accordion__panel" hidden={!expanded}>
              {item.panel}
            </div>
          </div>
        );
      })}
    </div>
  );
}
