export interface FaqItem {
  id: string;
  question: string;
  /** Plain paragraphs (no HTML). */
  answer: string[];
  category: string;
  order: number;
}
