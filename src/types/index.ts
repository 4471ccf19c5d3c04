export * from "./collections";
export * from "./container-apps";
export * from "./partner";
export * from "./pull-zones";
export * from "./shield";
export * from "./video";
