import { useEffect, useRef } from 'react';
import { containerScriptUrl, dataLayer, pushConsent, shouldLoadContainer } from '../analytics';
import { readConsent, useConsent } from '../consent';

/**
 * Consent default and the analytics container (R000-7.47): on start the data layer gets the
 * consent default (denied) and, when a choice is stored, its update; the container script is
 * added once an id is configured and consent is granted.
 */
export function Analytics({ containerId }: { containerId: string | null }) {
  const consent = useConsent();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const layer = dataLayer();
    if (!layer) return;
    pushConsent(layer, 'default', false);
    const stored = readConsent();
    if (stored !== undefined) pushConsent(layer, 'update', stored);
  }, []);
  useEffect(() => {
    if (!shouldLoadContainer(containerId, consent ?? undefined)) return;
    if (document.querySelector('script[data-analytics-container]')) return;
    dataLayer()?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = containerScriptUrl(containerId);
    script.dataset.analyticsContainer = containerId;
    document.head.appendChild(script);
  }, [containerId, consent]);
  return null;
}
