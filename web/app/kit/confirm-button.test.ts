import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every destructive action asks first (decision 1099): this finds them in the source of every
 * screen — a button styled as dangerous, a submit whose intent deletes, removes, cancels or
 * unlinks, a form that carries such an intent or a `remove` field, an IntentButton of such an
 * intent or kind — and fails where one is not a ConfirmButton (or an IntentButton with `confirm`).
 */

const APP = join(import.meta.dirname, '..');
const DESTRUCTIVE = /^(delete|remove|cancel|unlink|storno|purge)/i;
const FORMS = /^(form|Form|[a-z]+\.Form)$/;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

type Element = ts.JsxElement | ts.JsxSelfClosingElement;
const openingOf = (node: Element) => (ts.isJsxElement(node) ? node.openingElement : node);
const tagOf = (node: Element) => openingOf(node).tagName.getText();

/** An attribute's text when it is a literal (`name="intent"`, `name={'intent'}`), `true` when it is there otherwise, undefined when absent. */
function attribute(node: Element, name: string): string | true | undefined {
  for (const property of openingOf(node).attributes.properties) {
    if (!ts.isJsxAttribute(property) || property.name.getText() !== name) continue;
    const value = property.initializer;
    if (!value) return true;
    if (ts.isStringLiteral(value)) return value.text;
    if (ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)) return value.expression.text;
    return value.getText();
  }
  return undefined;
}

const literal = (value: string | true | undefined): string => (typeof value === 'string' ? value : '');

/** The destructive actions of one file that do not ask first, as `file:line what`. */
function unguarded(path: string, text = readFileSync(path, 'utf8')): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node, what: string) => found.push(`${relative(APP, path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`);
  const hasConfirmInside = (node: ts.Node): boolean => {
    let yes = false;
    node.forEachChild(function visit(child) {
      if ((ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child)) && tagOf(child) === 'ConfirmButton') yes = true;
      if (!yes) child.forEachChild(visit);
    });
    return yes;
  };
  const visit = (node: ts.Node, form: Element | undefined): void => {
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = tagOf(node);
      const className = literal(attribute(node, 'className'));
      const name = literal(attribute(node, 'name'));
      const value = literal(attribute(node, 'value'));
      if ((tag === 'button' || tag === 'input') && className.includes('is-danger')) where(node, `<${tag}> styled is-danger is not a ConfirmButton`);
      if ((tag === 'button' || (tag === 'input' && literal(attribute(node, 'type')) === 'submit')) && name === 'intent' && DESTRUCTIVE.test(value)) where(node, `<${tag}> of intent ${value} is not a ConfirmButton`);
      if (tag === 'input' && literal(attribute(node, 'type')) === 'hidden' && ((name === 'intent' && DESTRUCTIVE.test(value)) || DESTRUCTIVE.test(name))) {
        if (!form || !hasConfirmInside(form)) where(node, `a form of ${name === 'intent' ? `intent ${value}` : `field ${name}`} without a ConfirmButton`);
      }
      if (tag === 'IntentButton') {
        const intent = literal(attribute(node, 'intent'));
        const kind = attribute(node, 'kind');
        const dangerous = DESTRUCTIVE.test(intent) || kind === 'danger' || (typeof kind === 'string' && kind.includes("'danger'"));
        const asks = attribute(node, 'confirm') !== undefined || openingOf(node).attributes.properties.some((property) => ts.isJsxSpreadAttribute(property) && property.getText().includes('confirm'));
        if (dangerous && !asks) where(node, `IntentButton ${intent} without confirm`);
      }
      const inner = FORMS.test(tag) ? node : form;
      node.forEachChild((child) => visit(child, inner));
      return;
    }
    node.forEachChild((child) => visit(child, form));
  };
  visit(source, undefined);
  return found;
}

describe('R001-2.14 decision 1099 every destructive action asks first', () => {
  const files = tsxFiles(APP);

  it('finds each kind of destructive action (the finder is not blind)', () => {
    const screen = `
      export function Screen({ fetcher }) {
        return (
          <>
            <button type="submit" className="admin-button is-danger">Löschen</button>
            <fetcher.Form method="post"><input type="hidden" name="intent" value="deleteRecord" /><button type="submit">Weg</button></fetcher.Form>
            <fetcher.Form method="post"><input type="hidden" name="remove" value="1" /><button type="submit">Entfernen</button></fetcher.Form>
            <form><button type="submit" name="intent" value="cancelPickup">Stornieren</button></form>
            <IntentButton fetcher={fetcher} intent="delete" busy={false} kind="danger">Löschen</IntentButton>
            <fetcher.Form method="post"><input type="hidden" name="intent" value="delete" /><ConfirmButton question={{ message: 'x', confirm: 'y' }}>Löschen</ConfirmButton></fetcher.Form>
            <IntentButton fetcher={fetcher} intent="delete" busy={false} kind="danger" confirm={{ message: 'x', confirm: 'y' }}>Löschen</IntentButton>
          </>
        );
      }`;
    expect(unguarded(join(APP, 'probe.tsx'), screen).map((line) => line.replace(/^\S+ /, ''))).toEqual([
      '<button> styled is-danger is not a ConfirmButton',
      'a form of intent deleteRecord without a ConfirmButton',
      'a form of field remove without a ConfirmButton',
      '<button> of intent cancelPickup is not a ConfirmButton',
      'IntentButton delete without confirm',
    ]);
  });

  it('every one of them is a ConfirmButton or an IntentButton with confirm', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((path) => unguarded(path))).toEqual([]);
  });
});
