// Each playbook lives in a file of its own, so each page loads only its own text.
export { deliveryPlaybook } from "./delivery-playbook.ts";
export { procurementPlaybook } from "./procurement-playbook.ts";
