import { OrderRoutingVisual } from '@/components/marketing/visuals/OrderRoutingVisual';
import { PriceBuildVisual } from '@/components/marketing/visuals/PriceBuildVisual';
import { StockTableVisual } from '@/components/marketing/visuals/StockTableVisual';
import type { CaseStudy } from '@/lib/content/case-studies';

/** The product at work in a story, drawn by the product visual its content names, with the story's own data. */
export function CaseStudyVisual({ visual }: { visual: CaseStudy['visual'] }) {
  switch (visual.kind) {
    case 'stock':
      return <StockTableVisual {...visual} />;
    case 'orders':
      return <OrderRoutingVisual {...visual} />;
    case 'price':
      return <PriceBuildVisual {...visual} />;
  }
}
