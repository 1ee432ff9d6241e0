import { useLocation, useNavigate } from 'react-router';

/** Back where the user came from; to `fallback` when the form was opened directly. */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void (location.key === 'default' ? navigate(fallback) : navigate(-1));
}
