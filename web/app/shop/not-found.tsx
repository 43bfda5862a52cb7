import { ErrorPage } from '../kit/ErrorPage';
import { notFoundMessage } from '../kit/route-error';
import { notFound } from '../kit/route-error.server';

/** Every unknown path: the error page with 404 'This page could not be found' (R000-2.56). */
export function loader(): never {
  throw notFound();
}

export default function NotFound() {
  return <ErrorPage status={404} message={notFoundMessage} />;
}
