import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ArtistApplicationFields, ArtistChoice } from './artist-application-fields';
import { RegisterAccountFields } from './register-account-fields';
import { useRegisterForm } from './use-register-form';

/**
 * `redirectTo` sends the new user there instead of their role's home (the listener app keeps
 * them inside /listen); `loginHref` is where "Login" leads; `asArtist` starts with the artist
 * application open. An applicant goes to /apply, which says their application is pending.
 */
export function RegisterForm({
  redirectTo,
  loginHref = paths.login,
  asArtist = false,
}: {
  redirectTo?: string;
  loginHref?: string;
  asArtist?: boolean;
} = {}) {
  const { values, set, errors, pending, isArtist, setIsArtist, setAvatar, onSubmit } = useRegisterForm({
    redirectTo,
    asArtist,
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
      <RegisterAccountFields values={values} errors={errors} set={set} isArtist={isArtist} />

      <ArtistChoice isArtist={isArtist} onChange={setIsArtist} />

      {isArtist ? <ArtistApplicationFields values={values} errors={errors} set={set} onAvatar={setAvatar} /> : null}

      <Button type="submit" variant="secondary" size="lg" loading={pending} className="w-full">
        {pending ? (
          <Trans>Creating your account…</Trans>
        ) : isArtist ? (
          <Trans>Create account and apply</Trans>
        ) : (
          <Trans>Create account</Trans>
        )}
      </Button>
      <p className="text-center text-cloth-800">
        <Trans>
          Already have an account?{' '}
          <Link to={loginHref} className="font-semibold text-cloth-700 underline underline-offset-4">
            Login
          </Link>
        </Trans>
      </p>
      <p className="text-center text-sm text-cloth-700">
        <Trans>
          By creating an account you accept our{' '}
          <Link to={paths.terms} className="underline">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to={paths.privacy} className="underline">
            Privacy Policy
          </Link>
          .
        </Trans>
      </p>
    </form>
  );
}
