import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AuthPageSettingsQuery } from './login-background.operations';
import { backdropStyle, backdropUrl } from './login-backdrop';

/**
 * The admin's sign-in background behind the whole page. The image is loaded first and faded in,
 * so a slow or broken address leaves the usual starry sky; a theme-coloured veil over it keeps text readable
 * in every theme. Decorative only: hidden from assistive technology.
 */
export function LoginBackdrop() {
  const { data } = useQuery(AuthPageSettingsQuery, { fetchPolicy: 'cache-first' });
  const setting = data?.publicSettings.loginBackground;
  const url = backdropUrl(setting);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!url) return;
    const image = new Image();
    image.onload = () => setLoadedUrl(url);
    image.src = url;
    return () => {
      image.onload = null;
    };
  }, [url]);

  if (!setting || !url) return null;
  const loaded = loadedUrl === url;
  return (
    <div className="auth-backdrop" aria-hidden data-testid="auth-background" data-state={loaded ? 'loaded' : 'loading'}>
      <div className="auth-backdrop__image" style={loaded ? backdropStyle(setting, url) : { opacity: 0 }} />
      <div className="auth-backdrop__veil" />
    </div>
  );
}
