// A form built from an endpoint's arguments: a select for a value set, a date input for a
// date, a number input for a number, comma-separated text for a list; required marked.
// An empty field is left out of the call (the signature's default applies); '' typed
// literally sends the empty string (p_after = '' asks for the first page).
import type { Call } from './api.js';
import { h, uid } from './dom.js';
import type { Endpoint, Field } from './endpoints.js';

export interface EndpointForm {
  element: HTMLFormElement;
  /** The call the fields describe; throws a message when a field cannot be read. */
  call(): Call;
  /** Puts values into fields (an example's body, or a view's query string). */
  fill(values: Record<string, unknown>): void;
  set(name: string, value: unknown): void;
}

const EMPTY_STRING = "''";

function inputFor(field: Field, id: string, describedBy: string): HTMLInputElement | HTMLSelectElement {
  const common = { id, name: field.name, 'aria-describedby': describedBy, required: field.required, 'aria-required': field.required ? 'true' : undefined };
  if (field.enum || field.type === 'boolean') {
    const values = field.enum ?? ['true', 'false'];
    return h('select', common, h('option', { value: '' }, field.required ? 'choose…' : '(default)'), values.map((v) => h('option', { value: v }, v)));
  }
  if (field.format === 'date') return h('input', { ...common, type: 'date' });
  if (field.type === 'number' || field.type === 'integer') return h('input', { ...common, type: 'number', step: field.type === 'integer' ? '1' : 'any' });
  const placeholder = field.type === 'array' ? 'a, b, c' : undefined;
  return h('input', { ...common, type: 'text', placeholder, autocomplete: 'off', spellcheck: 'false' });
}

function display(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value === '') return EMPTY_STRING;
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function parse(field: Field, text: string): unknown {
  if (text === EMPTY_STRING) return '';
  if (field.type === 'array') {
    const items = text.split(/[,\n]/).map((s) => s.trim()).filter(Boolean);
    return field.itemType === 'number' || field.itemType === 'integer' ? items.map(Number) : items;
  }
  if (field.type === 'number' || field.type === 'integer') {
    const n = Number(text);
    if (!Number.isFinite(n)) throw new Error(`${field.name}: ${text} is not a number`);
    return n;
  }
  if (field.type === 'boolean') return text === 'true';
  if (field.type === 'object') {
    try {
      return JSON.parse(text);
    } catch {
      throw new Error(`${field.name}: not JSON`);
    }
  }
  return text;
}

export function endpointForm(endpoint: Endpoint, onSubmit: () => void, submitLabel = 'Call'): EndpointForm {
  const inputs = new Map<string, HTMLInputElement | HTMLSelectElement>();
  const rows = endpoint.args.map((field) => {
    const id = uid(`arg-${field.name}`);
    const helpId = `${id}-help`;
    const input = inputFor(field, id, helpId);
    inputs.set(field.name, input);
    // the argument's own text usually states its default already; say it only when it does not
    const statesDefault = /\bdefault\b/i.test(field.description ?? '');
    const help = [field.description, field.defaultText !== undefined && !statesDefault ? `Default: ${field.defaultText}.` : ''].filter(Boolean).join(' ');
    return h(
      'div',
      { class: 'field' },
      h('label', { for: id }, h('code', {}, field.name), field.required ? h('span', { class: 'required', title: 'required' }, ' *') : null, h('span', { class: 'type' }, ` ${field.type === 'array' ? `${field.itemType}[]` : (field.format ?? field.type)}`)),
      input,
      h('small', { id: helpId, class: 'help' }, help),
    );
  });
  const element = h(
    'form',
    { class: 'endpoint-form', novalidate: true, 'aria-label': `Arguments of ${endpoint.name}` },
    h('div', { class: 'fields' }, rows),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, submitLabel), endpoint.args.some((a) => a.required) ? h('small', {}, '* required') : null),
  );
  element.addEventListener('submit', (event) => {
    event.preventDefault();
    onSubmit();
  });

  const set = (name: string, value: unknown) => {
    const input = inputs.get(name);
    if (!input) return;
    const text = display(value);
    if (input instanceof HTMLSelectElement && text && ![...input.options].some((o) => o.value === text)) input.append(h('option', { value: text }, text));
    input.value = text;
  };

  return {
    element,
    set,
    fill(values) {
      for (const input of inputs.values()) input.value = '';
      for (const [name, value] of Object.entries(values)) set(name, value);
    },
    call() {
      const values: [string, unknown][] = [];
      for (const field of endpoint.args) {
        const text = inputs.get(field.name)!.value.trim();
        if (text === '') {
          if (field.required) throw new Error(`${field.name} is required`);
          continue;
        }
        values.push([field.name, parse(field, text)]);
      }
      if (!endpoint.isView) return { method: 'POST', path: endpoint.path, body: Object.fromEntries(values) };
      const query = values.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&');
      return { method: 'GET', path: endpoint.path, query };
    },
  };
}

/** A view example's query string as field values. */
export function queryValues(query: string | undefined): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(query ?? '').entries());
}
