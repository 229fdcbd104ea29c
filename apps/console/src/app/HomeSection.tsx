import { Navigate } from 'react-router';
import { paths } from '../shared/paths.ts';
import { sectionsFor } from '../shared/sections.ts';
import { useOperator } from '../shared/session/operator.ts';

/**
 * The console's home: the first section the operator's roles open (Players for most; Rewards for
 * marketing), or their account when none does. Inside the signed-in shell, so somebody is signed in.
 */
export default function HomeSection() {
  const { operator } = useOperator();
  return <Navigate to={sectionsFor(operator?.roles ?? [])[0]?.path ?? paths.account} replace />;
}
