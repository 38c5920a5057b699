/** How a notice is said: its colours, and whether it interrupts (danger, warning) or waits (info, success). */
export type Tone = "danger" | "warning" | "info" | "success";
