import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'react-hot-toast';
import { FIELD_MAX } from '../../domain';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export type FormFlowOptions<V extends object> = {
  /** Empty values, with any preset (kept after a successful send). */
  initial: V;
  /** Messages per invalid field, in the visitor's language. */
  validate: (values: V) => FieldErrors<V>;
  /** Fields in the order they appear: focus goes to the first invalid one. */
  order: readonly (keyof V & string)[];
  /** Fields whose errors show as soon as they hold a value (a chosen file), not only on submit. */
  eager?: readonly (keyof V & string)[];
  /** sessionStorage key of the draft; none: no draft. */
  draftKey?: string | undefined;
  /** The part of the values a draft keeps (never a file). */
  draftOf: (values: V) => Partial<V>;
  /** Sends the values; resolves on success, rejects on failure. */
  onSubmit: (values: V) => Promise<void>;
  /** Toast texts of the two outcomes. */
  messages: { success: string; failure: string };
  onSuccess?: (() => void) | undefined;
  onError?: ((error: unknown) => void) | undefined;
  /**
   * Sends faster than this after the first keystroke are a bot's: silent success, nothing sent.
   * (Counted from the first input, not from page load, so a slow page cannot make a person look
   * like a bot; a restored draft counts as a person's.)
   */
  minFillMs: number;
};

function readDraft<V extends object>(key: string, initial: V): Partial<V> | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    // Only known text fields come back: a stale or edited draft cannot inject anything else.
    const draft: Partial<V> = {};
    for (const [name, value] of Object.entries(parsed)) {
      if (name in initial && typeof value === 'string') {
        const known = initial[name as keyof V];
        if (typeof known === 'string') draft[name as keyof V] = value as V[keyof V];
      }
    }
    return draft;
  } catch {
    return null; // storage blocked or malformed: start empty
  }
}

function writeDraft(key: string, draft: object | null) {
  try {
    if (draft) window.sessionStorage.setItem(key, JSON.stringify(draft));
    else window.sessionStorage.removeItem(key);
  } catch {
    // storage full or blocked: the form still works, only the draft is not kept
  }
}

/** The honeypot's name: plausible to a bot (FormParts' HoneypotField). */
const HONEYPOT_NAME = 'website';

/**
 * The life of a send-once form: values, validation shown after the first attempt (focus on the
 * first invalid field), idle -> submitting -> idle with a toast for the outcome, values cleared
 * on success and kept on failure, a session draft that survives reloads, and two spam checks
 * (a honeypot and a minimum fill time) that answer bots with a silent success.
 *
 * Values the form receives while it mounts (its draft, or fields its page reports as filled
 * before the form was ready) were entered before: they count as the first keystroke made.
 */
export function useFormFlow<V extends object>(options: FormFlowOptions<V>) {
  const { initial, validate, order, eager = [], draftKey, draftOf } = options;
  const formId = useId();
  const [values, setValues] = useState<V>(initial);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  // What a submit reads: updated with every change, before React renders it, so a submit that
  // comes between a change and its render sends it.
  const current = useRef({ values: initial, honeypot: '', sending: false });
  const firstInputAt = useRef<number | null>(null);
  const restored = useRef(false);
  const mounting = useRef(true);
  const formRef = useRef<HTMLFormElement>(null);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  function changeValues(change: (values: V) => V) {
    current.current.values = change(current.current.values);
    setValues(current.current.values);
  }

  function changeHoneypot(value: string) {
    current.current.honeypot = value;
    setHoneypot(value);
  }

  // An earlier visit's draft, before the first paint.
  useLayoutEffect(() => {
    const draft = draftKey ? readDraft(draftKey, initial) : null;
    restored.current = true;
    if (!draft || Object.keys(draft).length === 0) return;
    firstInputAt.current ??= 0;
    changeValues((values) => ({ ...values, ...draft }));
    // At mount (and for another draft): `initial` is read only to know the fields and types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey]);

  // After every mount-time change (passive effects run after all layout effects).
  useEffect(() => {
    mounting.current = false;
  }, []);

  useEffect(() => {
    // Skips a render older than the latest change (the mount's, before the adopted values show).
    if (!draftKey || !restored.current || values !== current.current.values) return;
    const draft = draftOf(values);
    const empty = Object.entries(draft).every(
      ([name, value]) => value === initial[name as keyof V],
    );
    writeDraft(draftKey, empty ? null : draft);
  }, [draftKey, draftOf, initial, values]);

  const allErrors = validate(values);
  const errors: FieldErrors<V> = {};
  for (const name of order) {
    const shown = attempted || (eager.includes(name) && Boolean(values[name as keyof V]));
    if (shown && allErrors[name]) errors[name] = allErrors[name];
  }

  const idFor = (name: keyof V & string) => `${formId}-${name}`;

  function setField<K extends keyof V & string>(name: K, value: V[K]) {
    firstInputAt.current ??= mounting.current ? 0 : Date.now();
    changeValues((values) => ({ ...values, [name]: value }));
  }

  /** Props of a text input or textarea bound to a text field. */
  function textProps<K extends keyof V & string>(name: K) {
    return {
      id: idFor(name),
      name,
      value: String(values[name]),
      // The server refuses longer values (domain/email.ts): the field never takes more.
      maxLength: name === 'message' ? FIELD_MAX.message : FIELD_MAX.text,
      disabled: submitting,
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setField(name, event.currentTarget.value as V[K]),
    };
  }

  function succeed() {
    const { messages, onSuccess } = latest.current;
    if (draftKey) writeDraft(draftKey, null);
    changeValues(() => initial);
    setAttempted(false);
    firstInputAt.current = null;
    toast.success(messages.success);
    onSuccess?.();
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const state = current.current;
    if (state.sending) return;
    const { validate: validateNow, minFillMs, onSubmit, messages, onError } = latest.current;
    const sent = state.values;
    const problems = validateNow(sent);
    const invalid = order.find((name) => problems[name]);
    if (invalid) {
      // Render the messages first, so the focused field is read with its error.
      flushSync(() => setAttempted(true));
      document.getElementById(idFor(invalid))?.focus();
      return;
    }
    const typedFor = Date.now() - (firstInputAt.current ?? Date.now());
    if (state.honeypot !== '' || firstInputAt.current === null || typedFor < minFillMs) {
      succeed();
      return;
    }
    state.sending = true;
    setSubmitting(true);
    try {
      await onSubmit(sent);
      succeed();
    } catch (error) {
      toast.error(messages.failure);
      onError?.(error);
    } finally {
      state.sending = false;
      setSubmitting(false);
    }
  }

  return {
    formRef,
    values,
    errors,
    submitting,
    setField,
    textProps,
    idFor,
    handleSubmit,
    honeypot: {
      id: `${formId}-${HONEYPOT_NAME}`,
      name: HONEYPOT_NAME,
      value: honeypot,
      onChange: changeHoneypot,
    },
  };
}
