// Small shared pieces: confirmation dialog, progress bar, confidence badge, error line.
import { useEffect, useRef, type ReactNode } from 'react';
import { ApiError } from './api';

/** A modal confirmation built on <dialog>: focus is trapped and Escape cancels. */
export function Confirm(props: { open: boolean; title: string; children?: ReactNode; confirmLabel: string; danger?: boolean; onConfirm: () => void; onCancel: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (props.open && !d.open) d.showModal();
    if (!props.open && d.open) d.close();
  }, [props.open]);
  return (
    <dialog ref={ref} className="confirm" aria-labelledby="confirm-title" onCancel={(e) => { e.preventDefault(); props.onCancel(); }}>
      <h2 id="confirm-title">{props.title}</h2>
      <div>{props.children}</div>
      <div className="actions">
        <button type="button" onClick={props.onCancel}>Cancel</button>
        <button type="button" className={props.danger ? 'danger' : 'primary'} onClick={props.onConfirm}>{props.confirmLabel}</button>
      </div>
    </dialog>
  );
}

/** A labelled progress bar (0-100). */
export function Bar(props: { value: number; label: string }) {
  return <progress className="bar" max={100} value={props.value} aria-label={props.label}>{props.value}%</progress>;
}

/** Colour band of a confidence: low, mid or high. */
export function band(c: number): 'low' | 'mid' | 'high' {
  return c < 0.5 ? 'low' : c < 0.8 ? 'mid' : 'high';
}

/** Confidence as a coloured number. */
export function Confidence(props: { value: number }) {
  return <span className={`conf conf-${band(props.value)}`} title="confidence">{props.value.toFixed(2)}</span>;
}

/** Error text from anything thrown. */
export function errorText(e: unknown): string {
  if (e instanceof ApiError) return `${e.message} (${e.code})`;
  return e instanceof Error ? e.message : String(e);
}

/** An alert line, empty when there is nothing to say. */
export function Alert(props: { text: string | null }) {
  return <p className="alert" role="alert">{props.text ?? ''}</p>;
}
