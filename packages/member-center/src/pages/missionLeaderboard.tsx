import { PlannedMemberPage } from '../layout/PlannedMemberPage';

/** §2.9 missionLeaderboard: not open yet (a later slice of issue 14 builds it). */
export default function Page() {
  return <PlannedMemberPage page="missionLeaderboard" />;
}
