import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useMutationErrorHandler } from '../../auth/AuthProvider';
import type { UpdateProfileInput } from '../../gql/graphql';
import { isLanguageCode } from '../../i18n/languages';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useToast } from '../../ui/Toaster';
import { UpdateProfileMutation } from './profile.operations';

/**
 * Profile update: the answer is the refreshed user (it replaces the cached one);
 * Afterwards the app language follows the saved one. Resolves true on success.
 */
export function useUpdateProfile(): { save: (input: UpdateProfileInput, failureTitle?: string) => Promise<boolean>; saving: boolean } {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const { setLanguage } = useLanguage();
  const [update, { loading }] = useMutation(UpdateProfileMutation);

  const save = useCallback(
    async (input: UpdateProfileInput, failureTitle?: string) => {
      try {
        const { data } = await update({ variables: { input } });
        const language = data?.updateProfile.language;
        if (isLanguageCode(language)) setLanguage(language);
        showToast({ title: intl.formatMessage({ id: 'profile.toast.updated' }) });
        return true;
      } catch (error) {
        const text = handleError(error);
        if (text) showToast({ variant: 'destructive', title: failureTitle ?? intl.formatMessage({ id: 'profile.toast.updateFailed' }), description: text });
        return false;
      }
    },
    [handleError, intl, setLanguage, showToast, update],
  );

  return { save, saving: loading };
}
