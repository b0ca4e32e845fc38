// Generic UI of the finders remote, shared by every finder page (JoSAA, MHT-CET, state-wise, the tool).
// Nothing here knows about a particular exam; pages and features compose these.
//
//   Breadcrumbs, breadcrumbJsonLd   trail with aria-current on the last crumb; schema.org BreadcrumbList
//   Tabs                            WAI-ARIA tablist (arrow keys, Home/End) + the selected panel
//   Pagination                      «, Prev, page numbers (5, or 3 at <= 768 px), Next, », "Items per page"
//                                   (pageSizeLock: guests see 50 with a lock; choosing another size calls
//                                   onRequest) and the showingSummary line
//   FeatureLockedModal              "Feature Locked" + FINDER_MESSAGES.branchLocked (or `message`); Login calls
//                                   shell.requireLogin(returnTo = current path + query), Cancel closes
//   Modal                           accessible dialog (focus trap, Escape, backdrop click, focus restore)
//   InPageFilter, highlight,        client-side text filter with clear (and optional close) button;
//   matchesFilter                   highlight(text, term) wraps matches in <mark>
//   Combobox                        searchable select (combobox + listbox; type to filter, arrows, Enter)
//   ChanceBadge                     High / Medium / Low chance pill
//   Faq, faqJsonLd                  questions as <details>/<summary>; schema.org FAQPage
//   LoadingState, Spinner,          spinner with a label; alert with Retry; dashed "nothing here" box
//   ErrorState, EmptyState
//   Field, FormGrid, Input, Select, labelled form controls with errors (aria-invalid/-describedby),
//   LockedControl                   and a guest-locked control that opens the login prompt
//   PageContainer, PageHeader,      page frame, h1 + lead, white panel, selector cards
//   Card, ChoiceCard, ChoiceGrid
//   Button                          primary / secondary / ghost, >= 44 px tall
//   useIsMobile, useMediaQuery      width <= 768 px (MOBILE_BREAKPOINT_PX)
//   icons                           small inline SVG icons (LockIcon, CloseIcon, SearchIcon, ...)
export { Breadcrumbs, breadcrumbJsonLd, type Crumb } from './Breadcrumbs';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { Pagination, type PageSizeLock, type PaginationProps } from './Pagination';
export { FeatureLockedModal, type FeatureLockedModalProps } from './FeatureLockedModal';
export { Modal, type ModalProps } from './Modal';
export { InPageFilter, highlight, matchesFilter, type InPageFilterProps } from './InPageFilter';
export { ChanceBadge } from './ChanceBadge';
export { Combobox, type ComboboxProps } from './Combobox';
export { Faq, faqJsonLd, type FaqItem } from './Faq';
export { EmptyState, ErrorState, LoadingState, Spinner } from './States';
export { Field, FormGrid, Input, LockedControl, Select, type FieldProps, type LockedControlProps } from './Form';
export { Card, ChoiceCard, ChoiceGrid, PageContainer, PageHeader, type ChoiceCardProps } from './Layout';
export { Button, type ButtonVariant } from './Button';
export { useIsMobile, useMediaQuery } from './useIsMobile';
export * from './icons';
