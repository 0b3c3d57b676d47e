// @vitest-environment jsdom
import { act, createElement, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rootPerTest } from '../../support/react-root';

type Props = { children?: ReactNode } & Record<string, unknown>;
vi.mock('@ionic/react', () => ({
  IonButton: ({ children, ...props }: Props) =>
    createElement('button', { type: 'button', className: props.className, onClick: props.onClick, disabled: props.disabled, 'aria-label': props['aria-label'] }, children),
  IonIcon: () => null,
  IonSpinner: () => null,
}));
vi.mock('@app/ionic/ion-note', () => ({ IonNote: ({ children, role }: Props) => createElement('p', { role }, children) }));
vi.mock('@app/lib/use-translation', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key}(${Object.values(values).join(',')})` : key),
    i18n: { language: 'en-US' },
  }),
}));

const { PhotoInput } = await import('@app/kit/photo/PhotoInput');
const { PhotoViewer } = await import('@app/kit/photo/PhotoViewer');
const { PhotoStrip } = await import('@app/kit/photo/PhotoStrip');
const { addFiles, accepts, cameraAccept } = await import('@app/kit/photo/photo-files');

const dom = rootPerTest();
let made: string[];
let revoked: string[];

beforeEach(() => {
  made = [];
  revoked = [];
  let n = 0;
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:test/${++n}`;
    made.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});

afterEach(() => vi.restoreAllMocks());

const $ = (testId: string) => dom.container.ownerDocument.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
const $$ = (testId: string) => Array.from(dom.container.ownerDocument.querySelectorAll<HTMLElement>(`[data-testid="${testId}"]`));
const jpeg = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

function pick(input: HTMLElement, files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  act(() => input.dispatchEvent(new Event('change', { bubbles: true })));
}

function Harness({ max = 3, initial = [] as File[], disabled = false }) {
  const [files, setFiles] = useState<File[]>(initial);
  return <PhotoInput files={files} onChange={setFiles} max={max} label="Slips" testId="dsr-photos" disabled={disabled} />;
}

describe('photo files', () => {
  it('takes what `accept` names, wildcards too; the camera only images', () => {
    expect(accepts('image/jpeg,application/pdf', 'application/pdf')).toBe(true);
    expect(accepts('image/jpeg,application/pdf', 'image/gif')).toBe(false);
    expect(accepts('image/*', 'image/heic')).toBe(true);
    expect(cameraAccept('image/jpeg,image/png,application/pdf')).toBe('image/jpeg,image/png');
    expect(cameraAccept('application/pdf')).toBe('image/*');
  });

  it('leaves out wrong types and anything past the limit, and says why', () => {
    const a = jpeg('a.jpg');
    expect(addFiles([a], [jpeg('b.jpg'), jpeg('c.jpg')], 'image/jpeg', 2)).toEqual({ files: [a, expect.objectContaining({ name: 'b.jpg' })], problem: 'limit' });
    expect(addFiles([], [new File([''], 'x.gif', { type: 'image/gif' })], 'image/jpeg', 2)).toEqual({ files: [], problem: 'wrongType' });
  });
});

describe('PhotoInput', () => {
  it('offers the camera (images, back camera) and files, shows thumbnails and removes them', () => {
    act(() => dom.root.render(<Harness />));
    const camera = $('dsr-photos-camera') as HTMLInputElement;
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(camera.accept).toBe('image/jpeg,image/png,image/webp');
    expect(($('dsr-photos-file') as HTMLInputElement).accept).toBe('image/jpeg,image/png,image/webp,application/pdf');
    pick($('dsr-photos-file') as HTMLElement, [jpeg('slip.jpg'), pdf('statement.pdf')]);
    const thumbs = $$('dsr-photos-thumb');
    expect(thumbs).toHaveLength(2);
    expect(thumbs[0].querySelector('img')?.getAttribute('alt')).toBe('thumbAlt(1,slip.jpg)');
    expect(thumbs[1].querySelector('img')).toBeNull();
    expect(thumbs[1].textContent).toContain('statement.pdf');
    // A PDF needs no object URL; the photo has one.
    expect(made).toEqual(['blob:test/1']);
    const removes = $$('dsr-photos-remove');
    expect(removes[0].getAttribute('aria-label')).toBe('remove(slip.jpg)');
    act(() => removes[0].click());
    expect($$('dsr-photos-thumb')).toHaveLength(1);
    expect(revoked).toEqual(['blob:test/1']);
    // Focus moves to the remaining remove button, not to the page.
    expect(document.activeElement).toBe($$('dsr-photos-remove')[0]);
  });

  it('stops at the limit and says so; revokes every URL when it goes', () => {
    act(() => dom.root.render(<Harness max={2} />));
    pick($('dsr-photos-camera') as HTMLElement, [jpeg('1.jpg')]);
    pick($('dsr-photos-file') as HTMLElement, [jpeg('2.jpg'), jpeg('3.jpg')]);
    expect($$('dsr-photos-thumb')).toHaveLength(2);
    expect(dom.container.querySelector('[role="status"]')?.textContent).toBe('limit(2)');
    const buttons = Array.from(dom.container.querySelectorAll<HTMLButtonElement>('.photo-input__buttons button'));
    expect(buttons.every((b) => b.disabled)).toBe(true);
    act(() => dom.root.render(null));
    expect(revoked.sort()).toEqual([...made].sort());
  });
});

describe('PhotoViewer', () => {
  it('zooms with its buttons, closes on Escape and gives focus back', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const onClose = vi.fn();
    act(() => dom.root.render(<PhotoViewer open src="blob:x" alt="Bank slip 1" onClose={onClose} />));
    const dialog = $('photo-viewer') as HTMLElement;
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.querySelector('img')?.getAttribute('alt')).toBe('Bank slip 1');
    expect(document.activeElement).toBe($('photo-viewer-close'));
    expect(($('photo-viewer-zoom-out') as HTMLButtonElement).disabled).toBe(true);
    for (let i = 0; i < 8; i++) act(() => ($('photo-viewer-zoom-in') as HTMLElement).click());
    expect($('photo-viewer-level')?.dataset.zoom).toBe('4');
    expect($('photo-viewer-frame')?.dataset.zoom).toBe('4');
    expect(($('photo-viewer-zoom-in') as HTMLButtonElement).disabled).toBe(true);
    // Tab from the last control comes back to the first: focus stays in the dialog.
    act(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })));
    expect(document.activeElement).toBe($('photo-viewer-zoom-out'));
    act(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(onClose).toHaveBeenCalledOnce();
    act(() => dom.root.render(<PhotoViewer open={false} src="blob:x" alt="Bank slip 1" onClose={onClose} />));
    expect($('photo-viewer')).toBeNull();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});

describe('PhotoStrip', () => {
  it('opens a photo in the viewer and a PDF in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const blobs: Record<string, Blob> = { p1: new Blob(['i'], { type: 'image/png' }), p2: new Blob(['%PDF'], { type: 'application/pdf' }) };
    const load = (id: string) => Promise.resolve(blobs[id]);
    await act(async () =>
      dom.root.render(
        <PhotoStrip
          photos={[
            { id: 'p1', alt: 'Slip 1 of 2' },
            { id: 'p2', alt: 'Slip 2 of 2' },
          ]}
          load={load}
          testId="dsr-slips"
        />,
      ),
    );
    const [photo, file] = $$('dsr-slips-thumb');
    expect(photo.getAttribute('aria-label')).toBe('open(Slip 1 of 2)');
    act(() => photo.click());
    expect($('dsr-slips-viewer')?.querySelector('img')?.getAttribute('src')).toBe('blob:test/1');
    act(() => ($('dsr-slips-viewer-close') as HTMLElement).click());
    expect($('dsr-slips-viewer')).toBeNull();
    act(() => file.click());
    expect(open).toHaveBeenCalledWith('blob:test/2', '_blank', 'noopener');
    act(() => dom.root.render(null));
    expect(revoked.sort()).toEqual(['blob:test/1', 'blob:test/2']);
  });

  it('offers to try again when a photo cannot be loaded', async () => {
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(new Blob(['i'], { type: 'image/png' }))));
    await act(async () => dom.root.render(<PhotoStrip photos={[{ id: 'p1', alt: 'Slip' }]} load={load} testId="s" />));
    expect($('s-thumb')?.dataset.state).toBe('error');
    fail = false;
    await act(async () => ($('s-thumb') as HTMLElement).click());
    expect($('s-thumb')?.dataset.state).toBe('ready');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fetches a photo only once its thumbnail comes near the screen', async () => {
    const observed: { callback: IntersectionObserverCallback; element: Element; margin?: string }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          private readonly callback: IntersectionObserverCallback,
          private readonly options?: IntersectionObserverInit,
        ) {}
        observe(element: Element) {
          observed.push({ callback: this.callback, element, margin: this.options?.rootMargin });
        }
        disconnect() {}
      },
    );
    const load = vi.fn(() => Promise.resolve(new Blob(['i'], { type: 'image/png' })));
    await act(async () => dom.root.render(<PhotoStrip photos={[{ id: 'far', alt: 'Slip' }]} load={load} testId="s" />));
    // Waiting, not busy: a screen whose far thumbnails were never asked for is settled (no aria-busy).
    expect($('s-thumb')?.dataset.state).toBe('waiting');
    expect($('s-thumb')?.getAttribute('aria-busy')).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(observed).toHaveLength(1);
    expect(observed[0].margin).toBe('300px');
    const entry = (isIntersecting: boolean) => [{ isIntersecting, target: observed[0].element }] as unknown as IntersectionObserverEntry[];
    await act(async () => observed[0].callback(entry(false), {} as IntersectionObserver));
    expect(load).not.toHaveBeenCalled();
    await act(async () => observed[0].callback(entry(true), {} as IntersectionObserver));
    expect(load).toHaveBeenCalledWith('far');
    expect($('s-thumb')?.dataset.state).toBe('ready');
    vi.unstubAllGlobals();
  });
});
