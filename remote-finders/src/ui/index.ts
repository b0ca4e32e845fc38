// The finders' own UI, shared by every finder page (JoSAA, MHT-CET, state-wise, the tool). Nothing here
// knows about a particular exam; pages and features compose these. The generic pieces every remote uses
// (Breadcrumbs, Pagination, Modal, Button, Spinner, useIsMobile, icons) come from shared-contracts/ui.
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
//   Field, FormGrid, Input, Select, labelled form controls with errors (aria-invalid/-describedby),
//   LockedControl                   and a guest-locked control that opens the login prompt
//   SegmentedControl                a few exclusive choices as a radio group of joined buttons
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
export { Field, FormActions, FormGrid, Input, OptionList, WideField, LockedControl, Select, type FieldProps, type LockedControlProps } from './Form';
export { SegmentedControl, type SegmentedControlProps } from './SegmentedControl';
export { Card, ChoiceCard, ChoiceGrid, PageContainer, PageHeader, type ChoiceCardProps } from './Layout';
export { useElementWidth } from './useElementWidth';
