import type { ComponentProps } from 'react';
import { IonInput } from '@ionic/react';
import type { z } from 'zod';
import { eventValue, invalidClass } from '@app/lib/forms';
import { lengthLimits } from './schema';
import './text-field.css';

type InputProps = ComponentProps<typeof IonInput>;

export interface TextFieldProps
  extends Omit<InputProps, 'label' | 'value' | 'onIonInput' | 'errorText' | 'helperText' | 'minlength' | 'maxlength' | 'fill' | 'labelPlacement'> {
  label: string;
  value: string;
  onValue(value: string): void;
  /** Already translated; the field is marked invalid while there is one. */
  error?: string;
  helper?: string;
  /** Marks the field invalid while something beside it says why. */
  invalid?: boolean;
  /** The contract's schema for the value: the input takes no more than the server would. */
  schema?: z.core.$ZodType;
  testId: string;
  /** Inside a list item the item draws the frame. */
  inItem?: boolean;
}

/** A text input of a form: stacked label, helper or error under it, limits from the contract. */
export function TextField({ label, value, onValue, error, helper, invalid, schema, testId, inItem, className, ...input }: TextFieldProps) {
  const { min, max } = schema ? lengthLimits(schema) : {};
  const classes = ['kit-text-field', invalidClass(error || invalid), className].filter(Boolean).join(' ');
  return (
    <IonInput
      label={label}
      labelPlacement="stacked"
      fill={inItem ? undefined : 'outline'}
      value={value}
      onIonInput={(e) => onValue(eventValue(e))}
      helperText={helper}
      errorText={error}
      minlength={min}
      maxlength={max}
      className={classes}
      data-testid={testId}
      {...input}
    />
  );
}
