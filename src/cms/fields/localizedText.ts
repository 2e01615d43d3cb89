import type { Field, TextField, TextareaField } from 'payload'

type Label = { de: string; en: string }

/** A translated one-line text. */
export const text = (name: string, label: Label, extra: Partial<TextField> = {}): Field => ({ name, type: 'text', localized: true, label, ...extra }) as TextField

/** A translated multi-line plain text. */
export const textarea = (name: string, label: Label, extra: Partial<TextareaField> = {}): Field => ({ name, type: 'textarea', localized: true, label, ...extra }) as TextareaField

/** A translated rich text (Lexical). */
export const richText = (name: string, label: Label): Field => ({ name, type: 'richText', localized: true, label })

/** One image. */
export const image = (name: string, label: Label, required = false): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  label,
  required,
})

/** Several images, in the order editors give them. */
export const images = (name: string, label: Label): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  hasMany: true,
  label,
})

/** A link to documents of another collection. */
export const relation = (name: string, relationTo: string, label: Label, hasMany = true): Field => ({ name, type: 'relationship', relationTo, hasMany, label }) as Field

/** Position in a hand-ordered list. */
export const order: Field = {
  name: 'order',
  type: 'number',
  defaultValue: 0,
  label: { de: 'Reihenfolge', en: 'Order' },
  admin: { position: 'sidebar' },
}

/** An http(s) address, checked. */
export const url = (name: string, label: Label): Field => ({
  name,
  type: 'text',
  label,
  validate: (value: unknown) =>
    !value || (typeof value === 'string' && /^https?:\/\/\S+$/.test(value))
      ? true
      : 'Bitte eine vollständige Adresse mit https:// angeben / Please enter a full address starting with https://',
})
