// The finders' own UI, shared by every finder page (JoSAA, MHT-CET, state-wise, the tool). Nothing here
// knows about a particular exam; pages and features compose these. The generic pieces every remote uses
// (Breadcrumbs, Pagination, Modal, Button, Spinner, form fields, SegmentedControl, useIsMobile, icons) come
// from shared-contracts/ui.
//
//   Tabs                            WAI-ARIA tablist (arrow keys, Home/End) + the selected panel
//   FeatureLockedModal              "Feature Locked" + FINDER_MESSAGES.branchLocked (or `message`); Login calls
//                                   shell.requireLogin(returnTo = current path + query), Cancel closes
//   InPageFilter, highlight,        client-side text filter with clear (and optional close) button;
//   matchesFilter                   highlight(text, term) wraps matches in <mark>
//   Combobox                        searchable select (combobox + listbox; type to filter, arrows, Enter)
//   ChanceBadge                     High / Medium / Low chance pill
//   Faq, faqJsonLd                  questions as <details>/<summary>; schema.org FAQPage
//   ErrorState, EmptyState          alert with Retry; dashed "nothing here" box
//   FormGrid, WideField,            the finder forms' grid, its two-column cell and submit row; a guest-locked
//   FormActions, LockedControl      control that opens the login prompt (the fields themselves are
//                                   shared-contracts/ui's FormField, density "compact")
//   PageContainer, PageHeader,      page frame, h1 + lead, white panel, selector cards
//   Card, ChoiceCard, ChoiceGrid
//   useElementWidth                 an element's width, kept up to date (charts draw at 1:1 so their text stays legible)
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { FeatureLockedModal, type FeatureLockedModalProps } from './FeatureLockedModal';
export { InPageFilter, highlight, matchesFilter, type InPageFilterProps } from './InPageFilter';
export { ChanceBadge } from './ChanceBadge';
export { Combobox, type ComboboxProps } from './Combobox';
export { Faq, faqJsonLd, type FaqItem } from './Faq';
export { EmptyState, ErrorState } from './States';
export { FormActions, FormGrid, WideField, LockedControl, type LockedControlProps } from './Form';
export { Card, ChoiceCard, ChoiceGrid, PageContainer, PageHeader, type ChoiceCardProps } from './Layout';
export { useElementWidth } from './useElementWidth';
