import { isStepReachable, navigationSteps, type CheckoutProgress } from '@shop/engine/browser';
import { Link } from 'react-router';
import { useCheckoutText } from '../../i18n/i18n-checkout';

/**
 * The step navigation of the checkout (000 §2): the visible steps for the visitor's login state
 * (rules.navigationSteps — no sign-in step when logged in), reachable ones as links, the current
 * one marked with aria-current.
 */
export function CheckoutSteps({ current, progress }: { current: string; progress: CheckoutProgress }) {
  const { t, catalogue } = useCheckoutText();
  const steps = navigationSteps(progress.isLoggedIn);
  return (
    <nav className="checkout-steps" aria-label={t('nav.label')}>
      <ol>
        {steps.map((step, index) => {
          const title = catalogue(step.titleKey);
          const label = `${index + 1}. ${title}`;
          if (step.key === current) {
            return (
              <li key={step.key} className="checkout-steps__step checkout-steps__step--current" aria-current="step">
                {label}
              </li>
            );
          }
          return (
            <li key={step.key} className="checkout-steps__step">
              {isStepReachable(step.key, progress) ? <Link to={step.path}>{label}</Link> : <span aria-disabled="true">{label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
