import { IonInputPasswordToggle } from '@ionic/react';
import { TextField, type TextFieldProps } from './TextField';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'clearOnEdit' | 'children'> & { autocomplete: 'current-password' | 'new-password' };

/** A password, hidden until its eye is tapped; a second try keeps what was typed (Ionic clears it otherwise). */
export function PasswordField(props: PasswordFieldProps) {
  return (
    <TextField type="password" clearOnEdit={false} {...props}>
      <IonInputPasswordToggle slot="end" />
    </TextField>
  );
}
