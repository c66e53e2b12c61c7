import type { ComponentType } from 'react'
import { BadgeSection } from './sections/badge-section'
import { ButtonSection } from './sections/button-section'
import { CardSection } from './sections/card-section'
import { CheckboxGroupSection } from './sections/checkbox-group-section'
import { CodeFieldSection } from './sections/code-field-section'
import { CodeInputSection } from './sections/code-input-section'
import { ConfirmDialogSection } from './sections/confirm-dialog-section'
import { CopyButtonSection } from './sections/copy-button-section'
import { DataListSection } from './sections/data-list-section'
import { DatePickerSection } from './sections/date-picker-section'
import { DeleteButtonSection } from './sections/delete-button-section'
import { DetailSection } from './sections/detail-section'
import { FieldSection } from './sections/field-section'
import { FormDialogSection } from './sections/form-dialog-section'
import { FormErrorSection } from './sections/form-error-section'
import { FormSection } from './sections/form-section'
import { InputSection } from './sections/input-section'
import { PlainIconSection } from './sections/plain-icon-section'
import { ResponsiveDialogSection } from './sections/responsive-dialog-section'
import { SearchInputSection } from './sections/search-input-section'
import { SectionCardSection } from './sections/section-card-section'
import { SkeletonSection } from './sections/skeleton-section'
import { TextareaSection } from './sections/textarea-section'
import { ToasterSection } from './sections/toaster-section'

export interface GallerySectionEntry {
  /** The file of src/components/ui, without `.tsx`; also the section's anchor (#ui-<id>) and translation keys. */
  id: string
  /** Every runtime export of that file: page-ui-gallery.test.tsx fails when one is missing or no longer exists. */
  exports: readonly string[]
  Demo: ComponentType
}

export const gallerySections: readonly GallerySectionEntry[] = [
  { id: 'button', exports: ['Button', 'buttonVariants'], Demo: ButtonSection },
  { id: 'badge', exports: ['Badge', 'badgeVariants'], Demo: BadgeSection },
  { id: 'card', exports: ['Card'], Demo: CardSection },
  { id: 'section-card', exports: ['SectionCard'], Demo: SectionCardSection },
  { id: 'skeleton', exports: ['Skeleton', 'ListSkeleton'], Demo: SkeletonSection },
  { id: 'input', exports: ['Input'], Demo: InputSection },
  { id: 'textarea', exports: ['Textarea'], Demo: TextareaSection },
  { id: 'field', exports: ['Field'], Demo: FieldSection },
  { id: 'checkbox-group', exports: ['CheckboxGroup'], Demo: CheckboxGroupSection },
  { id: 'search-input', exports: ['SearchInput'], Demo: SearchInputSection },
  { id: 'date-picker', exports: ['DatePicker'], Demo: DatePickerSection },
  { id: 'code-input', exports: ['CodeInput'], Demo: CodeInputSection },
  { id: 'code-field', exports: ['CodeField'], Demo: CodeFieldSection },
  {
    id: 'form',
    exports: ['Form', 'useAppForm', 'withForm', 'useFieldContext', 'useFormContext', 'fieldContext', 'formContext'],
    Demo: FormSection,
  },
  { id: 'form-error', exports: ['FormAlert', 'useFieldError'], Demo: FormErrorSection },
  {
    id: 'responsive-dialog',
    exports: ['ResponsiveDialog', 'DialogFooter', 'drawerSettings'],
    Demo: ResponsiveDialogSection,
  },
  { id: 'confirm-dialog', exports: ['ConfirmDialog', 'ConfirmDialogControlled'], Demo: ConfirmDialogSection },
  { id: 'delete-button', exports: ['DeleteButton'], Demo: DeleteButtonSection },
  { id: 'copy-button', exports: ['CopyButton'], Demo: CopyButtonSection },
  { id: 'plain-icon', exports: ['PlainIcon'], Demo: PlainIconSection },
  { id: 'form-dialog', exports: ['FormDialog'], Demo: FormDialogSection },
  { id: 'detail', exports: ['Detail'], Demo: DetailSection },
  { id: 'data-list', exports: ['DataList'], Demo: DataListSection },
  { id: 'toaster', exports: ['Toaster', 'toast', 'toasterSettings'], Demo: ToasterSection },
]
