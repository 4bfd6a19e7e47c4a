import { MemberCentre } from '../layout/MemberCentre';
import { SecurityCentre } from '../security/SecurityCentre';

/** §2.9 securityCenter (issue 14 item 2): the member's account and its protections. */
export default function Page() {
  return (
    <MemberCentre page="securityCenter">
      <SecurityCentre />
    </MemberCentre>
  );
}
