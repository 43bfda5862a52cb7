import { COMPLETION_LABEL, INDICATOR_HELP } from '../../kit/admin-format';

type Indicators = Record<'receiptConfirmation' | 'delivered' | 'invoiced' | 'payment', string>;

/** The four completion indicators of an order (000 §4) as dots with a tooltip saying what each means. */
export function CompletionIndicators({ indicators }: { indicators: Indicators }) {
  return (
    <span className="indicators">
      {(Object.keys(INDICATOR_HELP) as (keyof Indicators)[]).map((key) => {
        const state = indicators[key];
        const { label, help } = INDICATOR_HELP[key]!;
        const text = `${label}: ${COMPLETION_LABEL[state] ?? state}. ${help}`;
        return <span key={key} className="indicator" data-indicator={key} data-state={state} title={text} aria-label={text} role="img" />;
      })}
    </span>
  );
}
