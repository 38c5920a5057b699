// The name of the channel on which the tabs of one embed report paid baskets: the listener
// (paid-channel.ts) and the rules that announce one (paid-carts.ts) share it, without importing
// each other (the listener loads the rules when a report comes).
export const paidChannelName = (embedId: string) => `foyer:${embedId}:paid`;
