import type { Metadata } from 'next';
import { ApplicationAside, RolePageLinks } from '@/components/careers/ApplicationAside';
import { AfterSent } from '@/components/forms/AfterSent';
import { ApplicationForm } from '@/components/forms/ApplicationForm';
import { FormPage } from '@/components/forms/FormPage';
import { applicationParts } from '@/components/forms/form-parts';
import { FormPrivacyNote } from '@/components/forms/FormPrivacyNote';
import { ResumeDropFace } from '@/components/forms/ResumeDropFace';
import { JsonLd } from '@/components/seo/JsonLd';
import { BackLink } from '@/components/ui/BackLink';
import { TextLink } from '@/components/ui/TextLink';
import { getAllPositions, getCareersPage, getPositionChoices } from '@/lib/content/careers';
import { getApplicationPage } from '@/lib/content/form-pages';
import { getAboutContent } from '@/lib/content/marketing';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

const path = pageLinks.application.href;

export async function generateMetadata(): Promise<Metadata> {
  const page = await getApplicationPage();
  return pageMetadata({ title: page.title, description: page.description, path });
}

export default async function ApplicationPage() {
  const page = await getApplicationPage();
  const { application, position } = getCareersPage();
  const [before = '', after = ''] = position.applyText.split('{email}');
  const positions = await getAllPositions();
  const { team } = await getAboutContent();
  return (
    <>
      <FormPage
        page={page}
        formId="application-form"
        form={
          <ApplicationForm
            positions={getPositionChoices()}
            roleLinks={<RolePageLinks positions={positions} text={application} />}
            resumeFace={<ResumeDropFace />}
          />
        }
        noScriptPurpose="careers"
        compact
        kicker={<BackLink href={pageLinks.careers.href}>{position.backLink}</BackLink>}
        asideFirst
        parts={applicationParts}
        formFooter={
          <>
            {/* Under the thank-you once sent (shown by ApplicationAside's roleRules), so its words cost no JavaScript:
                the way back to the roles, then what to read meanwhile. */}
            <div data-after-sent>
              <p className="mt-3 text-center">
                <TextLink className="font-semibold" href={pageLinks.careers.href}>
                  {page.afterSent.back}
                </TextLink>
              </p>
              <AfterSent id="application" text={page.afterSent} />
            </div>
            <FormPrivacyNote {...page.privacyNote} />
          </>
        }
        aside={
          <ApplicationAside
            positions={positions}
            members={team.members}
            text={application}
            questions={{ before, after }}
          />
        }
      />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: pageLinks.careers.title, path: pageLinks.careers.href },
          { name: page.title, path },
        ])}
      />
    </>
  );
}
