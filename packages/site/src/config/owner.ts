// The owner's identity lives in @portfolio/contracts/identity, shared with the server; these are
// the names the site's screens have always imported.
export { FALLBACK_OWNER_NAME, ownerNameOf as ownerName } from '@portfolio/contracts/identity';
