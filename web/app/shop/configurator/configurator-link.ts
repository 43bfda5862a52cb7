/**
 * Whether the product image link opens the configurator (000 §2): only with an article number
 * and a model to configure; otherwise the link does nothing.
 */
export function canOpenConfigurator(articleNumber: string | null | undefined, hasModel: boolean): boolean {
  return Boolean(articleNumber && articleNumber.trim() !== '' && hasModel);
}
