import { catalogMessages } from '@podbite/contract';
import { useQuery } from '@tanstack/react-query';
import { CardSkeletons } from '@/components/card-skeleton';
import { Carousel, CarouselItem } from '@/components/carousel';
import { SummaryCard } from '@/components/summary-card';
import { recommendationsQuery, trendingQuery } from './catalog-queries';

function PodCarousel({
  title,
  items,
  pending,
  failed,
}: {
  title: string;
  items: unknown[];
  pending: boolean;
  failed: boolean;
}) {
  return (
    <Carousel title={title}>
      {pending ? (
        <CardSkeletons count={4} label={`Loading ${title}`} />
      ) : failed ? (
        <p className="text-ink-muted">{catalogMessages.someFailed}</p>
      ) : items.length === 0 ? (
        <p className="text-ink-muted">{catalogMessages.empty}</p>
      ) : (
        items.map((item, index) => (
          <CarouselItem key={index}>
            <SummaryCard item={item} />
          </CarouselItem>
        ))
      )}
    </Carousel>
  );
}

/** Home's 'Trending Bites': the most viewed pods of the week. */
export function TrendingBites() {
  const trending = useQuery(trendingQuery);
  return (
    <PodCarousel
      title={catalogMessages.trending}
      items={trending.data?.trending ?? []}
      pending={trending.isPending}
      failed={trending.isError}
    />
  );
}

/** Home's 'Bites You Might Enjoy': picked from the listener's tastes. */
export function BitesYouMightEnjoy() {
  const recommended = useQuery(recommendationsQuery);
  return (
    <PodCarousel
      title={catalogMessages.recommended}
      items={recommended.data?.recommendations ?? []}
      pending={recommended.isPending}
      failed={recommended.isError}
    />
  );
}
