// The form kit, part of shared-contracts/ui (one shared module: a separate entry cost each form route more in
// federation overhead than the kit adds to the host's first load).
//
//   FormField, TextField,           label, control, hint and error wired together (id, aria-describedby, aria-invalid,
//   SelectField, Input, Select,     aria-required); the error optionally an alert; density regular (46 px) or compact
//   OptionList                      (44 px, the finder forms); FieldBox/FieldLabel/FieldHint/FieldError and
//                                   fieldControlStyle build a remote's own field
//   NumberField                     number input (decimal keypad), hint above, an action beside, a polite warning under
//   SegmentedControl                a few exclusive choices as joined buttons: a radiogroup of real radios
export {
  FieldBox,
  FieldError,
  FieldHint,
  FieldLabel,
  FormField,
  Input,
  OptionList,
  OptionalMark,
  RequiredMark,
  Select,
  SelectField,
  TextField,
  fieldControlStyle,
  useFieldIds,
  type FieldDensity,
  type FormFieldProps,
} from './FormField';
export { NumberField, type NumberFieldProps } from './NumberField';
export { SegmentedControl, type SegmentOption, type SegmentedControlProps } from './SegmentedControl';
