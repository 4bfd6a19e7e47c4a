/** See processEnv.mjs: the environment every production platform process starts with. */
export declare function platformProcessEnv(env?: NodeJS.ProcessEnv): Record<string, string>;
