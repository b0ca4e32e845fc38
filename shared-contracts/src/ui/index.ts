// shared-contracts/ui: the generic UI every remote draws with (a federation singleton, like ./react).
// Nothing here knows an exam or a page; a remote's own ui folder keeps what only it uses.
//
//   Breadcrumbs, breadcrumbJsonLd   trail named "Breadcrumb", aria-current on the last crumb; schema.org BreadcrumbList
//   Button, ButtonLink, ButtonAnchor primary / secondary / outline / ghost, md (44 px) or lg (48 px); data-locked looks
//                                   disabled but stays clickable; ButtonLink is a router link, ButtonAnchor a plain <a>
//   FormField ... SegmentedControl the form kit (./forms): fields, number field, segmented control
//   Modal                           dialog in a portal: focus moves in and stays, Escape and backdrop close, focus returns
//   Notice                          coloured message box (info / warning / error / success) with an optional action
//   downloadTextFile                saves text (a CSV) as a file, with a UTF-8 byte-order mark
//   Pagination                      «/Prev/pages/Next/» (or chevrons, or Previous/Next words), "Items per page" with a
//                                   guest lock (a select or a button), "Showing X - Y of N results"
//   Spinner, SpinnerCircle          labelled loading status; the bare circle (for buttons)
//   useMediaQuery, useIsMobile      a media query kept in sync; width <= theme.breakpoints.mobile
//   icons                           small inline SVG icons taking the text colour, 16 px unless sized (LockIcon, CloseIcon, ...)
export { Breadcrumbs, breadcrumbJsonLd, type Crumb } from './Breadcrumbs';
export { Button, ButtonAnchor, ButtonLink, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './Button';
export { Modal, type ModalProps } from './Modal';
export { Notice, type NoticeLive, type NoticeProps, type NoticeTone } from './Notice';
export { Pagination, type PageSizeLock, type PaginationProps, type PaginationSteps } from './Pagination';
export { Spinner, SpinnerCircle, type SpinnerProps } from './Spinner';
export { useIsMobile, useMediaQuery } from './useMediaQuery';
export * from './icons';
export { downloadTextFile } from './downloadTextFile';
export * from './forms';
