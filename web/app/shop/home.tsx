import { redirect } from 'react-router';
import { landingPath } from '../kit/shop-mode';

/** `/` opens the packaging shop (000 §2). */
export function loader() {
  throw redirect(landingPath.verpackung);
}

export default function Home() {
  return null;
}
