'use client'

import { getTranslation } from '@payloadcms/translations'
import { DatePicker, FieldDescription, FieldError, FieldLabel, RenderCustomComponent, fieldBaseClass, useField, useTranslation, withCondition } from '@payloadcms/ui'
import type { ConditionalDateProps, DateFieldClient, DateFieldClientComponent, Validate } from 'payload'
import { useCallback, useMemo, type ReactNode } from 'react'

import { fromPicker, pickerDate } from '@/base/dates'

import { dialogNames, pickerTexts } from './pickerTexts'

type ContainerProps = { className?: string; children?: ReactNode; showTime?: boolean; showTimeSelectOnly?: boolean }

/** The picker's dialog, named in the editor's language (react-datepicker's own says "Choose Date and Time"). */
const container = (names: { time: string; date: string; dateAndTime: string }) =>
  function PickerDialog({ className, children, showTime, showTimeSelectOnly }: ContainerProps) {
    return (
      <div aria-label={showTimeSelectOnly ? names.time : showTime ? names.dateAndTime : names.date} aria-modal="true" className={className} role="dialog">
        {children}
      </div>
    )
  }

const containers = { de: container(dialogNames.de), en: container(dialogNames.en) }

/**
 * Every date field of the admin (issue 45 point 6), in place of Payload's own: the picker shows
 * the day and time it is in the gallery's time zone, not in the browser's, and what staff pick is
 * read as that zone's. Payload's picker shows a date in the browser's zone: a hold to the end of
 * 12 December in Berlin showed as 13 December to an editor in Athens or Tokyo. Payload's own way
 * (`timezone: true`) stores a zone per value in a column of its own; the gallery has one zone.
 * Everything else is Payload's field: label, error, description, conditions, read-only.
 */
const GalleryDateFieldComponent: DateFieldClientComponent = (props) => {
  const { path: pathFromProps, readOnly, validate } = props
  const { admin, label, localized, required } = props.field as DateFieldClient
  const { className, description, placeholder } = admin ?? {}
  // Payload's client type of `admin.date` reads as {} (a Pick on an optional type).
  const pickerProps = admin?.date as ConditionalDateProps | undefined
  const { i18n } = useTranslation()
  const memoizedValidate: Validate = useCallback(
    (value: unknown, options: object) => (typeof validate === 'function' ? validate(value as never, { ...options, required } as never) : true),
    [validate, required],
  )
  const {
    customComponents: { AfterInput, BeforeInput, Description, Error, Label } = {},
    disabled,
    path,
    setValue,
    showError,
    value,
  } = useField<string | null>({
    potentiallyStalePath: pathFromProps,
    validate: memoizedValidate,
  })
  const appearance = pickerProps?.pickerAppearance ?? 'default'
  const dayOnly = appearance === 'dayOnly' || appearance === 'default' || appearance === 'monthOnly'
  const shown = useMemo(() => pickerDate(value)?.toISOString(), [value])
  const onChange = useCallback(
    (picked: Date | null) => {
      if (readOnly || disabled) return
      setValue(picked instanceof Date && !Number.isNaN(picked.getTime()) ? fromPicker(picked, dayOnly) : null)
    },
    [readOnly, disabled, setValue, dayOnly],
  )
  const translated = placeholder ? getTranslation(placeholder as Parameters<typeof getTranslation>[0], i18n) : undefined
  const placeholderText = typeof translated === 'string' ? translated : undefined
  // The picker library's own texts (react-datepicker writes "Time", "Next Month" …) in the editor's language.
  const overrides = useMemo(() => {
    const language = i18n.language === 'en' ? 'en' : 'de'
    return { ...pickerTexts[language], calendarContainer: containers[language], ...pickerProps?.overrides }
  }, [i18n.language, pickerProps?.overrides])
  return (
    <div className={[fieldBaseClass, 'date-time-field', className, showError && 'date-time-field--has-error', (readOnly || disabled) && 'read-only'].filter(Boolean).join(' ')}>
      <RenderCustomComponent CustomComponent={Label} Fallback={<FieldLabel label={label} localized={localized} path={path} required={required} />} />
      <div className={`${fieldBaseClass}__wrap`} id={`field-${path.replace(/\./g, '__')}`}>
        <RenderCustomComponent CustomComponent={Error} Fallback={<FieldError path={path} showError={showError} />} />
        {BeforeInput}
        <DatePicker
          {...pickerProps}
          overrides={overrides}
          onChange={onChange as (value: Date) => void}
          placeholder={placeholderText}
          readOnly={readOnly || disabled}
          value={shown}
        />
        {AfterInput}
      </div>
      <RenderCustomComponent CustomComponent={Description} Fallback={<FieldDescription description={description} path={path} />} />
    </div>
  )
}

export const GalleryDateField = withCondition(GalleryDateFieldComponent)
