import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdateLanguageMutation } from '../auth/account.operations';
import { useAuth } from '../auth/AuthProvider';
import type { LanguageCode } from './languages';
import { useLanguage } from './LanguageProvider';

/** Switches the language at once; a signed-in user's choice is also saved on the account. */
export function useChooseLanguage(): (language: LanguageCode) => void {
  const { setLanguage } = useLanguage();
  const { auth } = useAuth();
  const [updateLanguage] = useMutation(UpdateLanguageMutation);
  const signedIn = auth.status === 'authenticated';

  return useCallback(
    (language: LanguageCode) => {
      setLanguage(language);
      // The account copy is a convenience; the local choice already applies if saving fails.
      if (signedIn) void updateLanguage({ variables: { language } }).catch(() => undefined);
    },
    [setLanguage, signedIn, updateLanguage],
  );
}
