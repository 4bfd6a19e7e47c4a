/** The accounts `seed-demo` created per brand id (passwords in clear: test data only). */
export type DemoAccounts = Record<
  string,
  {
    merchantCode: string;
    members: {
      role: string;
      account: string;
      password: string;
      type: number;
      inviteCode: string;
      mobile: string;
    }[];
  }
>;
declare module 'vitest' {
  interface ProvidedContext {
    demoAccounts: DemoAccounts;
  }
}
