import { useLingui } from '@lingui/react/macro';
import { ERROR_MESSAGES, HOME_BY_ROLE, IMAGE_MIME_TYPES, type RegisterBody } from '@nupe/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toasts';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorTextLater, fieldErrorTextLater } from '../../../lib/error-text-later';
import { sharedText } from '../../../lib/i18n';
import { register, uploadApplicationAvatar } from '../api/register';
import { checkRegistration, EMPTY_REGISTER_VALUES, type RegisterValues, toBody } from './register-checks';

/**
 * The registration form's state and its sending: checks first (each problem beside its field),
 * then the account, then an applicant's picture; the new user goes to /apply (an applicant),
 * `redirectTo` or their role's home.
 */
export function useRegisterForm({ redirectTo, asArtist }: { redirectTo?: string; asArtist: boolean }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTER_VALUES);
  const [isArtist, setIsArtist] = useState(asArtist || params.get('as') === 'artist');
  const [avatar, setAvatar] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (key: keyof RegisterValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = toBody(values, isArtist);
    const found = checkRegistration(body);
    if (avatar && !(IMAGE_MIME_TYPES as readonly string[]).includes(avatar.type)) {
      found.avatar = ERROR_MESSAGES.INVALID_IMAGE_TYPE;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast('error', t`Please check the highlighted fields.`);
      return;
    }
    setPending(true);
    try {
      const data = await register(body as RegisterBody);
      // The API answers the shared sentence; it is read from the catalog in the reader's language.
      toast('success', sharedText('SUCCESS_MESSAGES', 'REGISTRATION'));
      if (isArtist && avatar) {
        try {
          await uploadApplicationAvatar(avatar);
        } catch (err) {
          const reason = (err as Error).message;
          toast('error', t`Your account was created, but the picture was not saved: ${reason}`);
        }
      }
      if (isArtist) toast('info', sharedText('SUCCESS_MESSAGES', 'APPLICATION_SENT'));
      navigate(isArtist ? paths.apply : (redirectTo ?? HOME_BY_ROLE[data.user.role]), { replace: true });
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(err.fields);
        toast('error', (await fieldErrorTextLater(err.message)) || (await errorTextLater('REGISTRATION_FAILED')));
      } else {
        toast('error', await errorTextLater('REGISTRATION_FAILED'));
      }
      setPending(false);
    }
  };

  return { values, set, errors, pending, isArtist, setIsArtist, setAvatar, onSubmit };
}
