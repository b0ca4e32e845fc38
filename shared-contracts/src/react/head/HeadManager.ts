import { HEAD_ATTRIBUTE, headStateToHtml, mergeHeadEntries, type HeadEntry, type HeadState, type HeadTag } from '../../head';

/**
 * Holds what every mounted <Head> asks for, in the order they mounted (the outermost first), and writes the
 * page head from them. In the browser it writes once after each commit that changed an entry, keeping the
 * elements already right. A prerendered page arrives with its own metadata (elements marked HEAD_ATTRIBUTE):
 * that head is left as it is until some entry has a title, that is until the page's own metadata is mounted,
 * as the site's defaults (mounted first, with the frame) would otherwise replace it for a moment. On the
 * server (`collecting`) entries are taken as they render and read as HTML.
 */
export class HeadManager {
  private readonly entries = new Map<string, HeadEntry>();
  private writeQueued = false;
  private writing = false;

  constructor(
    private readonly document: Document | null,
    /** Server rendering: no effects run, so each <Head> hands its entry over while it renders. */
    readonly collecting = false,
  ) {}

  set(id: string, entry: HeadEntry): void {
    this.entries.set(id, entry);
    this.queueWrite();
  }

  remove(id: string): void {
    if (this.entries.delete(id)) this.queueWrite();
  }

  state(): HeadState {
    return mergeHeadEntries([...this.entries.values()]);
  }

  /** The head as HTML (the title, then meta, link and script elements). */
  toHtml(): string {
    return headStateToHtml(this.state());
  }

  private queueWrite(): void {
    if (!this.document || this.writeQueued) return;
    this.writeQueued = true;
    // After the commit: every <Head> that commit mounted or changed has handed its entry over by then.
    queueMicrotask(() => {
      this.writeQueued = false;
      this.write();
    });
  }

  private write(): void {
    const document = this.document as Document;
    if (!this.writing && this.arrivedWithMetadata(document) && ![...this.entries.values()].some((entry) => entry.title !== undefined)) return;
    this.writing = true;
    writeHead(document, this.state());
  }

  private arrivedWithMetadata(document: Document): boolean {
    return document.head.querySelector(`[${HEAD_ATTRIBUTE}]`) !== null;
  }
}

function elementOf(document: Document, tag: HeadTag): Element {
  const element = document.createElement(tag.name);
  element.setAttribute(HEAD_ATTRIBUTE, 'true');
  for (const [name, value] of tag.attributes) element.setAttribute(name, value);
  if (tag.text) element.textContent = tag.text;
  return element;
}

/** Makes the document's head match `state`: elements already equal stay, the others go or are added. */
export function writeHead(document: Document, state: HeadState): void {
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  const current = [...document.head.querySelectorAll(`meta[${HEAD_ATTRIBUTE}], link[${HEAD_ATTRIBUTE}], script[${HEAD_ATTRIBUTE}]`)];
  const added: Element[] = [];
  for (const tag of state.tags) {
    const wanted = elementOf(document, tag);
    const same = current.findIndex((element) => element.isEqualNode(wanted));
    if (same >= 0) current.splice(same, 1);
    else added.push(wanted);
  }
  for (const element of current) element.remove();
  if (added.length) document.head.append(...added);
}
