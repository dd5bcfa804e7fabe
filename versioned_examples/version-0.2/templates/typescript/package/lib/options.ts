export class Options {
    name?: string;
    namespace?: string;
    image?: string;
};