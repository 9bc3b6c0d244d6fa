import type { Summary } from '@podbite/contract';
import { useId, useRef } from 'react';
import { BiteList } from './bite-list';
import { PromotionsList } from './promotions-list';
import { SectionNav } from './section-nav';
import type { SummarySlots } from './summary-audio-slot';
import { SummaryHeader } from './summary-header';
import { ArrowLeftIcon } from './summary-icons';
import { SummarySection } from './summary-section';
import { countSectionItems, sectionElementId, summarySections } from './summary-sections';
import { TopicsTable } from './topics-table';
import { useActiveSection } from './use-active-section';
import { useGoBack } from './use-go-back';
import { useLogBiteViews, useLogPodView } from './use-log-views';

/**
 * A pod laid out as PRODUCT.md §2 settles: Variant B's page (header, section
 * navigation, stacked sections, topics table, promotions) with Variant A's bite
 * cards. The audio player sits in the header, in the slot the app fills.
 */
export function SummaryView({
  summary,
  renderAudio,
  renderActions,
  renderBiteAction,
}: { summary: Summary } & SummarySlots) {
  const titleId = useId();
  const sectionsRef = useRef<HTMLDivElement>(null);
  const goBack = useGoBack();
  const navItems = summarySections.map((section) => ({
    elementId: sectionElementId(section),
    name: section.name,
    count: countSectionItems(section, summary),
  }));
  const active = useActiveSection(navItems.map((item) => item.elementId));
  useLogPodView(summary.pod_id);
  useLogBiteViews(sectionsRef);

  return (
    <article aria-labelledby={titleId} className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div>
        <button
          type="button"
          onClick={goBack}
          aria-label="Back"
          className="grid size-11 place-items-center rounded-full bg-white text-ink shadow-soft ring-1 ring-line transition-colors hover:bg-brand-50"
        >
          <ArrowLeftIcon />
        </button>
      </div>

      <SummaryHeader
        summary={summary}
        titleId={titleId}
        audio={renderAudio?.(summary)}
        actions={renderActions?.(summary)}
      />

      <SectionNav items={navItems} active={active} />

      <div ref={sectionsRef} className="mx-auto flex w-full max-w-3xl flex-col gap-14 pt-2">
        {summarySections.map((section) => (
          <SummarySection
            key={section.id}
            elementId={sectionElementId(section)}
            name={section.name}
            headline={section.headline(summary) || 'Unknown Title'}
          >
            {section.kind === 'bites' ? (
              <BiteList
                bites={section.bites(summary)}
                empty={section.empty}
                renderAction={renderBiteAction && ((bite) => renderBiteAction(bite, summary))}
              />
            ) : section.kind === 'topics' ? (
              <TopicsTable topics={summary.topics} />
            ) : (
              <PromotionsList promotions={summary.promotions} />
            )}
          </SummarySection>
        ))}
      </div>
    </article>
  );
}
