export declare const serverEntry: string;
export declare const serverArgs: string[];
